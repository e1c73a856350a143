export default function MemberDashboard() {
  return (
    <main className="container page">
      <h1>Member Dashboard</h1>
    </main>
  );
}
