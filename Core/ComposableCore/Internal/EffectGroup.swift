import Synchronization

/// The tasks started on behalf of one `send`, including those of actions its effects sent.
///
/// It is what a ``StoreTask`` awaits and cancels, so no task of its own stands between the
/// awaiting code and the effects.
final class EffectGroup: Sendable {
  private struct Tasks {
    // NB: Most sends start one effect; keeping it out of the array saves an allocation.
    var first: Task<Void, Never>?
    var rest: [Task<Void, Never>] = []
    var isCancelled = false

    mutating func append(_ task: Task<Void, Never>) {
      if first == nil { first = task } else { rest.append(task) }
    }

    subscript(index: Int) -> Task<Void, Never>? {
      index == 0 ? first : index <= rest.count ? rest[index - 1] : nil
    }

    var all: [Task<Void, Never>] {
      (first.map { [$0] } ?? []) + rest
    }
  }

  private let tasks = Mutex(Tasks())

  /// Adds a task; once the group is cancelled, the task is cancelled as it joins.
  func append(_ task: Task<Void, Never>) {
    let isCancelled = tasks.withLock {
      $0.append(task)
      return $0.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  var isCancelled: Bool {
    tasks.withLock { $0.isCancelled }
  }

  /// Cancels every task in the group, and those that join it later.
  func cancel() {
    let all = tasks.withLock {
      $0.isCancelled = true
      return $0.all
    }
    for task in all { task.cancel() }
  }

  /// Returns when every task in the group has ended, including tasks that join while it waits.
  nonisolated(nonsending) func value() async {
    var index = 0
    while let task = task(at: index) {
      await task.value
      index += 1
    }
  }

  /// Like ``value()``, but cancelling the waiting task cancels the group.
  ///
  /// It takes the caller's isolation and the operation captures it, so that waiting for finished
  /// effects stays on the caller's executor (an operation that does not capture it would hop to
  /// the global executor and back, two thread switches per wait).
  func cancellableValue(isolation: isolated (any Actor)?) async {
    await withTaskCancellationHandler {
      _ = isolation
      await value()
    } onCancel: {
      cancel()
    }
  }

  private func task(at index: Int) -> Task<Void, Never>? {
    tasks.withLock { $0[index] }
  }
}
