import ComposableCore
import ConcurrencyExtras

/// The effects started by one `TestStore.send(_:assert:)`.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let storeTask: StoreTask
  let timeout: Duration

  init(storeTask: StoreTask, timeout: Duration) {
    self.storeTask = storeTask
    self.timeout = timeout
  }

  /// A test store task over a plain task, as TCA's own tests make one (its `Canary` SPI).
  @_spi(Canary)
  public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.init(storeTask: .wrapping(rawValue), timeout: timeout)
  }

  /// Cancels the action's effects and waits for them to end.
  public func cancel() async {
    storeTask.cancel()
    await storeTask.value()
  }

  /// Waits for the action's effects to finish, reporting an issue if they are still running
  /// after the timeout.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    var finished = false
    let changes = ChangeSignal()
    let watcher = Task {
      await storeTask.value()
      finished = true
      changes.signal()
    }
    let didFinish = await yieldUntil(deadline: .now + timeout, changes: changes) { finished }
    watcher.cancel()
    if !didFinish {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
        """
        Expected task to finish, but it is still in flight after \(timeout.shortDescription).

        Advance the test clock, cancel the effect, or raise the timeout.
        """
      )
    }
  }

  /// Waits up to `nanoseconds` for the action's effects to finish, as
  /// ``finish(timeout:fileID:filePath:line:column:)`` does.
  ///
  /// ```swift
  /// await task.finish(timeout: NSEC_PER_SEC / 2)
  /// ```
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Whether the task was cancelled; a send that started no effect counts as cancelled.
  public var isCancelled: Bool {
    storeTask.isCancelled
  }
}
