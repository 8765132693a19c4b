import type { ComprehensivePropertyAnalysisDto } from '@doco/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BuyerSummary } from './buyer-summary.tsx';
import { CostsTab } from './costs-tab.tsx';
import { PropertyTab } from './property-tab.tsx';
import { OverlaysTab, RestrictionsTab, RisksTab } from './risk-item-tabs.tsx';

/** The comprehensive property analysis: Doco Summary, then the five tabs. */
export function PropertyAnalysis({ analysis }: { analysis: ComprehensivePropertyAnalysisDto }) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h3" className="text-lg">
          Property Analysis
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <BuyerSummary summary={analysis.buyerSummary} />
        <Tabs defaultValue="property">
          <TabsList className="flex h-auto w-full flex-wrap justify-start">
            <TabsTrigger value="property">Property</TabsTrigger>
            <TabsTrigger value="costs">Costs</TabsTrigger>
            <TabsTrigger value="restrictions">Restrictions</TabsTrigger>
            <TabsTrigger value="overlays">Overlays</TabsTrigger>
            <TabsTrigger value="risks">Risks</TabsTrigger>
          </TabsList>
          <TabsContent value="property">
            <PropertyTab details={analysis.propertyDetails} />
          </TabsContent>
          <TabsContent value="costs">
            <CostsTab costs={analysis.costs} />
          </TabsContent>
          <TabsContent value="restrictions">
            <RestrictionsTab analysis={analysis} />
          </TabsContent>
          <TabsContent value="overlays">
            <OverlaysTab overlays={analysis.overlays} />
          </TabsContent>
          <TabsContent value="risks">
            <RisksTab risks={analysis.risks} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
