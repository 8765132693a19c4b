import { Clock, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ANALYSIS_TIME_SENTENCE } from '@/config/site';
import { formatDate } from '@/lib/format';
import { type AccuracyReport, ofTotal } from '../lib/accuracy-report.ts';
import { fieldLabel, kindLabel } from '../lib/labels.ts';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card>
      <CardHeader className="gap-1">
        <CardDescription>{label}</CardDescription>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </CardHeader>
    </Card>
  );
}

const percent = (part: number, total: number) => (total > 0 ? `${Math.round((100 * part) / total)}%` : '–');

/** The Accuracy page's body: the measured figures of one eval run, with how they were measured. */
export function AccuracyReportView({ report }: { report: AccuracyReport }) {
  const { totals } = report;
  const measured = formatDate(report.measuredOn);
  const documents = `${report.documents} ${report.documents === 1 ? 'document' : 'documents'}`;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Accuracy</h1>
        <p className="max-w-3xl text-muted-foreground">
          How often Doco gets it right, measured on {documents} it was never tuned on, on {measured}. We publish every
          figure, including the misses.
        </p>
      </header>

      <section aria-labelledby="accuracy-summary" className="flex flex-col gap-3">
        <h2 id="accuracy-summary" className="text-lg font-semibold">
          Summary
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Figure label="Facts read correctly" value={percent(totals.fieldsCorrect, totals.fields)} detail={`${totals.fieldsCorrect} of ${totals.fields} facts`} />
          <Figure
            label="Concerns found"
            value={percent(totals.concernsFound, totals.concernsExpected)}
            detail={`${totals.concernsFound} of ${totals.concernsExpected} concerns the documents should raise`}
          />
          <Figure label="False concerns" value={String(totals.falseConcerns)} detail={`raised across ${documents} where there was none`} />
        </div>
      </section>

      <section aria-labelledby="accuracy-method" className="flex flex-col gap-2">
        <h2 id="accuracy-method" className="text-lg font-semibold">
          How we measure
        </h2>
        <p className="max-w-3xl text-sm">{report.method}</p>
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Documents</dt>
          <dd>
            {report.documents}, kept apart from the documents the engine is developed on: a change is never made to fit
            them
          </dd>
          <dt className="text-muted-foreground">Measured on</dt>
          <dd>
            <time dateTime={report.measuredOn}>{measured}</time>
          </dd>
        </dl>
        <Alert variant="info" className="mt-2 max-w-3xl">
          <Info aria-hidden="true" />
          <p>
            A few documents make a small sample: read these figures as a guide, and have a conveyancer check your
            documents whatever the report says.
          </p>
        </Alert>
      </section>

      <section aria-labelledby="accuracy-fields" className="flex flex-col gap-2">
        <h2 id="accuracy-fields" className="text-lg font-semibold">
          Facts, one by one
        </h2>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Facts read correctly, per fact</caption>
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Fact
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Read correctly
                </th>
              </tr>
            </thead>
            <tbody>
              {report.fields.map((f) => (
                <tr key={f.field} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {fieldLabel(f.field)}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{ofTotal(f.correct, f.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="accuracy-kinds" className="flex flex-col gap-2">
        <h2 id="accuracy-kinds" className="text-lg font-semibold">
          Concerns, kind by kind
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Found: of the documents that should raise this kind of concern, how many did. False: documents that raised it
          when they should not have.
        </p>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Concerns found and raised falsely, per kind of concern</caption>
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kind of concern
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Found
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  False
                </th>
              </tr>
            </thead>
            <tbody>
              {[...report.concernKinds].sort((a, b) => kindLabel(a.kind).localeCompare(kindLabel(b.kind))).map((k) => (
                <tr key={k.kind} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {kindLabel(k.kind)}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{k.expected > 0 ? ofTotal(k.found, k.expected) : 'not expected'}</td>
                  <td className="px-3 py-2 tabular-nums">{k.falselyRaised}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="accuracy-time">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="accuracy-time" className="flex items-center gap-2 text-lg">
              <Clock aria-hidden="true" className="size-5" />
              How long it takes
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            <p>{ANALYSIS_TIME_SENTENCE}</p>
          </CardContent>
        </Card>
      </section>

      <p className="text-sm">
        See for yourself: <Link to={paths.sampleReport} className="font-medium text-primary underline underline-offset-2 hover:no-underline">read a sample report</Link>.
      </p>
    </div>
  );
}
