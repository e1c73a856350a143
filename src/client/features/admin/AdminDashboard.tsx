export default function AdminDashboard() {
  return (
    <main className="container page">
      <h1>Admin Dashboard</h1>
    </main>
  );
}
