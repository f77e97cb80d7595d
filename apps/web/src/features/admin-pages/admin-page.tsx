/** Placeholder: this page arrives with its feature's issue. */
export default function AdminPage() {
  return <section className="mx-auto max-w-6xl px-4 py-12"><h1 className="text-2xl font-bold">AdminPage</h1></section>;
}
