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

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    // NB: A serial queue of its own per job: libdispatch runs serial queues on its overcommit
    //     pool, which starts a thread when every other is busy. A concurrent queue would share
    //     the global executor's pool of one thread per core, and a server's jobs would wait
    //     behind the CPU-bound work of every other test; a job that blocks (a child process's
    //     exit, a tmux command) would hold up the jobs queued behind it on a shared serial one.
    DispatchQueue(label: "FactServerTestSupport.server").async {
      job.runSynchronously(on: executor)
    }
  }
}
