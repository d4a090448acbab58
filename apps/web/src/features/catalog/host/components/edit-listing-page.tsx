import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { messages } from '@scrivania/core/messages.it';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { hostPaths } from '../../../../lib/host-paths.ts';
import { useHostListing } from '../api/host-listings.ts';
import { AvailabilityStep } from './availability-step.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { type WizardStep, wizardSteps } from './listing-steps.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PublishActions } from './publish-actions.tsx';
import { StepForm } from './step-form.tsx';

const m = messages.hostCatalog.hostScreens.editor;

const isStep = (value: string | null): value is WizardStep => wizardSteps.some((step) => step === value);

function StepNav({ listingId, current }: { listingId: number; current: WizardStep }) {
  return (
    <nav aria-label={m.stepsLabel} className="mb-6 overflow-x-auto">
      <ol className="flex gap-1 border-b border-slate-200">
        {wizardSteps.map((step, index) => (
          <li key={step}>
            <Link
              to={hostPaths.listing(listingId, step)}
              aria-current={step === current ? 'step' : undefined}
              className={`block whitespace-nowrap rounded-t-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
                step === current
                  ? 'border-b-2 border-brand-700 text-brand-800'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {index + 1}. {m.steps[step]}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Step({ listing, step, onSaved }: { listing: HostListing; step: WizardStep; onSaved: () => void }) {
  if (step === 'photos') return <PhotosStep listing={listing} />;
  if (step === 'availability') return <AvailabilityStep listing={listing} />;
  // A new form per listing and step, so its fields start from what the server holds.
  return <StepForm key={`${listing._id}-${step}`} listing={listing} step={step} onSaved={onSaved} />;
}

/** /host/listings/{id}?step=…: the wizard on a saved listing, one step at a time, with publish and archive. */
export function EditListingPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const requested = params.get('step');
  const step: WizardStep = isStep(requested) ? requested : 'basics';
  const listing = useHostListing(id);

  if (listing.isPending) return <p>{messages.common.loading}</p>;
  if (listing.isError) {
    const missing = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-800">{missing ? messages.api.notFound : m.loadFailed}</p>
        <Link to={hostPaths.listings} className="font-semibold text-brand-700 underline">
          {m.backToList}
        </Link>
      </div>
    );
  }
  const data = listing.data;
  const next = wizardSteps[wizardSteps.indexOf(step) + 1];

  return (
    <>
      <PageTitle
        title={data.property_name}
        description={<ListingStatusBadge status={data.status} />}
        actions={<PublishActions listing={data} />}
      />
      <StepNav listingId={data._id} current={step} />
      <Step listing={data} step={step} onSaved={() => next && setParams({ step: next })} />
    </>
  );
}
