/** A multipart body with one file in the field `image`, as the console's city form sends it. */
export async function cityPhotoForm(file: Buffer, fileName = 'citta.jpg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
