export default function UserDashboard() {
  return (
    <main className="container page">
      <h1>User Dashboard</h1>
    </main>
  );
}
