import { messages } from '@scrivania/core/messages.it';

const labels: Readonly<Record<string, string>> = messages.content.admin.fields;

/** A content field's Italian label, by its API name. */
export const fieldLabel = (name: string): string => labels[name] ?? name;
