import type { Migration } from 'kysely/migration';
import * as m20261122T0100 from './2026-11-22T0100_initial.ts';
import * as m20261124T1500 from './2026-11-24T1500_i10_llm_review.ts';
import * as m20261124T1600 from './2026-11-24T1600_i11_invoices.ts';
import * as m20261124T1610 from './2026-11-24T1610_i14_stage_detail.ts';
import * as m20261124T1630 from './2026-11-24T1630_i11_analytics_events.ts';
import * as m20261124T2200 from './2026-11-24T2200_i12_detached_payments.ts';
import * as m20261124T2350 from './2026-11-24T2350_i11_scheduled_plan.ts';
import * as m20261124T2355 from './2026-11-24T2355_i11_receipts.ts';
import * as m20261125T0500 from './2026-11-25T0500_i16_analysis_results_view.ts';
import * as m20261125T0600 from './2026-11-25T0600_i17_key_dates.ts';
import * as m20261127T0901 from './2026-11-27T0901_i24_service_roles.ts';
import * as m20261127T0902 from './2026-11-27T0902_i24_hidden_text.ts';
import * as m20261127T0903 from './2026-11-27T0903_i24_sessions_valid_after.ts';
import * as m20261127T0906 from './2026-11-27T0906_i23_concern_kind_could_not_confirm.ts';
import * as m20261127T1000 from './2026-11-27T1000_i26_document_pages.ts';
import * as m20261127T1001 from './2026-11-27T1001_i26_concern_severity_checked.ts';
import * as m20261127T1026 from './2026-11-27T1026_i26_reported_errors.ts';
import * as m20261128T0710 from './2026-11-28T0710_i25_refund_outbox.ts';
import * as m20261128T0711 from './2026-11-28T0711_i25_owners.ts';
import * as m20261128T0720 from './2026-11-28T0720_i27_first_sign_in.ts';
import * as m20261128T0725 from './2026-11-28T0725_i27_document_mime_types.ts';
import * as m20261128T0730 from './2026-11-28T0730_i27_refunds_in_history.ts';
import * as m20261201T2340 from './2026-12-01T2340_i28_report_shares.ts';
import * as m20261201T2345 from './2026-12-01T2345_i28_document_files.ts';

// Every migration, by name, in order. Static imports (no directory scanning) so this works under
// Node's type stripping and inside bundles. Add a new file here; never edit or remove an applied one.
export const migrations: Record<string, Migration> = {
  '2026-11-22T0100_initial': m20261122T0100,
  '2026-11-24T1500_i10_llm_review': m20261124T1500,
  '2026-11-24T1600_i11_invoices': m20261124T1600,
  '2026-11-24T1610_i14_stage_detail': m20261124T1610,
  '2026-11-24T1630_i11_analytics_events': m20261124T1630,
  '2026-11-24T2200_i12_detached_payments': m20261124T2200,
  '2026-11-24T2350_i11_scheduled_plan': m20261124T2350,
  '2026-11-24T2355_i11_receipts': m20261124T2355,
  '2026-11-25T0500_i16_analysis_results_view': m20261125T0500,
  '2026-11-25T0600_i17_key_dates': m20261125T0600,
  '2026-11-27T0901_i24_service_roles': m20261127T0901,
  '2026-11-27T0902_i24_hidden_text': m20261127T0902,
  '2026-11-27T0903_i24_sessions_valid_after': m20261127T0903,
  '2026-11-27T0906_i23_concern_kind_could_not_confirm': m20261127T0906,
  '2026-11-27T1000_i26_document_pages': m20261127T1000,
  '2026-11-27T1001_i26_concern_severity_checked': m20261127T1001,
  '2026-11-27T1026_i26_reported_errors': m20261127T1026,
  '2026-11-28T0710_i25_refund_outbox': m20261128T0710,
  '2026-11-28T0711_i25_owners': m20261128T0711,
  '2026-11-28T0720_i27_first_sign_in': m20261128T0720,
  '2026-11-28T0725_i27_document_mime_types': m20261128T0725,
  '2026-11-28T0730_i27_refunds_in_history': m20261128T0730,
  '2026-12-01T2340_i28_report_shares': m20261201T2340,
  '2026-12-01T2345_i28_document_files': m20261201T2345,
};
