import Dispatch

/// Runs the test servers' tasks, and client code that a test times, on threads of their own.
///
/// NB: Test stores route Swift's global executor through the main queue while they are alive,
/// and tests run in parallel; a server on the global executor would then wait behind every
/// other test's effects, long enough for a client's timeout to fire. Tasks that prefer this
/// executor, and their child tasks, are not affected.
public final class ServerExecutor: TaskExecutor {
  /// The one executor, shared by every server and test.
  public static let shared = ServerExecutor()

  private let queue = DispatchQueue(label: "FactServerTestSupport.server", attributes: .concurrent)

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
