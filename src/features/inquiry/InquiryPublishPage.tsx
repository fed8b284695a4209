// Stub until the section's page is built (replaced in the same merge).
export default function Page() {
  return <h1>{'InquiryPublishPage'}</h1>;
}
