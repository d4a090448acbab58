import { type AdminCity, AdminCityBodySchema } from '@scrivania/core/catalog/admin-catalog-schemas';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ConsoleCrudPage } from '../../../../components/back-office/console-crud-page.tsx';
import {
  CheckboxField,
  ConsoleFormFoot,
  useConsoleForm,
} from '../../../../components/back-office/console-form.tsx';
import { useConsolePage } from '../../../../components/back-office/console-list.tsx';
import { FileDropZone } from '../../../../components/back-office/file-drop-zone.tsx';
import { StatusBadge } from '../../../../components/back-office/status-badge.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useAdminCities, useSaveCatalogueEntry, useUploadCityPhoto } from '../api/admin-catalogue.ts';
import { showServerErrors } from './server-errors.ts';

const m = messages.hostCatalog.admin;
const column = createColumnHelper<AdminCity>();
const editNamed = (row: AdminCity) => m.editNamed(row.name);
const editTitle = (row: AdminCity) => m.editCity(row.name);
const FIELDS = ['name', 'title', 'popular'] as const;

function CityPhoto({ city, className }: { city: Pick<AdminCity, 'name' | 'photo'>; className: string }) {
  if (!city.photo) return <span className="text-slate-600">{m.noPhoto}</span>;
  return <img src={imageUrl(city.photo, 480)} alt={m.photoAlt(city.name)} className={className} />;
}

/**
 * Create or edit a city. A chosen photo is sent once the city is saved, through the upload the
 * listings' photos use; if only the photo fails, the form stays open on the saved city to try again.
 */
export function CityForm({
  city,
  onSaved,
  onCancel,
}: {
  city?: AdminCity;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCatalogueEntry('cities');
  const upload = useUploadCityPhoto();
  const [saved, setSaved] = useState<AdminCity | undefined>(city);
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { form, errors, submit, feedback } = useConsoleForm({
    schema: AdminCityBodySchema,
    defaultValues: { name: city?.name ?? '', title: city?.title ?? '', popular: city?.popular ?? true },
    save: async ({ name, title, popular }) => {
      setPhotoError(null);
      const answer = await save.mutateAsync({ id: saved?._id, body: { name, title, popular } });
      setSaved(answer.data);
      if (!file) return onSaved(answer.message);
      try {
        onSaved((await upload.mutateAsync({ id: answer.data._id, file })).message);
      } catch (error) {
        setPhotoError(serverMessageOr(error, m.saveFailed));
      }
    },
    refused: (error, { setError }) => showServerErrors(setError, error, FIELDS, m.saveFailed),
  });
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={m.fields.name} error={errors.name?.message} {...form.register('name')} />
      <Field label={m.fields.title} error={errors.title?.message} {...form.register('title')} />
      <CheckboxField label={m.fields.popular} error={errors.popular?.message} {...form.register('popular')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{m.cityPhoto}</legend>
        {saved?.photo && (
          <figure className="flex items-center gap-3">
            <CityPhoto city={saved} className="h-16 w-24 rounded object-cover" />
            <figcaption className="text-sm text-slate-600">{m.currentPhoto}</figcaption>
          </figure>
        )}
        <FileDropZone
          label={m.choosePhoto}
          limit={m.photoLimit}
          accept="image/*"
          disabled={busy}
          onFiles={(files) => {
            setFile(files[0] ?? null);
            setPhotoError(null);
          }}
        />
        {file && <p className="text-sm text-slate-700">{m.photoChosen(file.name)}</p>}
        {photoError && (
          <p role="alert" className="text-sm text-red-700">
            {photoError}
          </p>
        )}
      </fieldset>
      <ConsoleFormFoot feedback={feedback} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** Catalogo › Città: the cities listings are in, their photo and whether the home shows them as popular. */
export function CitiesPage() {
  const { page } = useConsolePage();
  const cities = useAdminCities(page);

  const columns = useMemo(
    () => [
      column.accessor('photo', {
        header: m.cityPhoto,
        enableSorting: false,
        cell: ({ row }) => <CityPhoto city={row.original} className="h-12 w-20 rounded object-cover" />,
      }),
      column.accessor('name', { header: m.fields.name }),
      column.accessor('title', { header: m.fields.title }),
      column.accessor('popular', {
        header: m.fields.popular,
        cell: ({ getValue }) =>
          getValue() ? (
            <StatusBadge label={m.popular} tone="success" />
          ) : (
            <StatusBadge label={m.notPopular} tone="neutral" />
          ),
      }),
    ],
    [],
  );

  return (
    <ConsoleCrudPage
      title={`${m.title} › ${m.cities}`}
      caption={m.cities}
      list={cities}
      columns={columns}
      empty={m.empty}
      loadFailed={m.loadFailed}
      newLabel={m.newCity}
      editLabel={m.edit}
      editNamed={editNamed}
      editTitle={editTitle}
      form={({ row, ...props }) => <CityForm city={row} {...props} />}
    />
  );
}
