import { COMPARE_MAX } from '@doco/contracts';
import { useCallback, useState } from 'react';

/** The analyses ticked for comparison, in the order ticked; no more than COMPARE_MAX. */
export function useCompareChoice() {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = useCallback((analysisId: string, on: boolean) => {
    setChosen((current) => {
      if (!on) return current.filter((id) => id !== analysisId);
      if (current.includes(analysisId) || current.length >= COMPARE_MAX) return current;
      return [...current, analysisId];
    });
  }, []);
  return { chosen, toggle };
}
