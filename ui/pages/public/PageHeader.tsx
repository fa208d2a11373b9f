/** The title band at the top of each public page other than home. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="page-header">
      <div className="container">
        <h1>{title}</h1>
        <p className="hero-lead">{lead}</p>
      </div>
    </section>
  );
}
