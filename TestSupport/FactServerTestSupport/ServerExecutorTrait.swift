import Testing

/// Runs a test, and every task it starts, on ``ServerExecutor`` instead of Swift's global
/// executor.
///
/// Test stores route the global executor through the main queue while they are alive. A test
/// that waits on real I/O (a loopback server, a child process) with a real-time bound would wait
/// behind every other test's effects as well, and on a busy machine the bound can pass. Apply it
/// to such suites:
///
/// ```swift
/// @Suite(.onServerExecutor, .timeLimit(.minutes(10)))
/// struct FactClientLiveTests { … }
/// ```
public struct ServerExecutorTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(ServerExecutor.shared) {
      try await function()
    }
  }
}

extension Trait where Self == ServerExecutorTrait {
  /// Runs the test on ``ServerExecutor``, out of the way of test stores' main-queue effects.
  public static var onServerExecutor: Self { Self() }
}
