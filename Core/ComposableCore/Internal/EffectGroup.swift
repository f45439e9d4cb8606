import Synchronization

/// The tasks started on behalf of one `send`, including those of actions its effects sent.
///
/// It is what a ``StoreTask`` awaits and cancels, so no task of its own stands between the
/// awaiting code and the effects. A task joins with ``begin()`` before it starts and leaves with
/// ``end()`` as its last step; waiting resumes the waiters when the last one leaves. (Awaiting
/// each task's `value` instead would hop to the global executor and back on every wait.)
///
/// NB: Not final: a send's first registered `.run` is its group too (see
///     ``EffectRegistry/Registration``), which saves an allocation per send that starts effects.
@usableFromInline
package class EffectGroup: @unchecked Sendable {
  private struct State {
    // NB: Most sends start one effect; keeping it out of the array saves an allocation.
    var first: Task<Void, Never>?
    var rest: [Task<Void, Never>] = []
    var isCancelled = false
    var running = 0
    var waiters: [UnsafeContinuation<Void, Never>] = []

    var all: [Task<Void, Never>] {
      (first.map { [$0] } ?? []) + rest
    }
  }

  private let state = Mutex(State())

  init() {}

  /// Counts a task that is about to start; it must call ``end()`` when it is done.
  final func begin() {
    state.withLock { $0.running += 1 }
  }

  /// Uncounts a task that is done, and resumes the waiters if it was the last.
  final func end() {
    let waiters = state.withLock { state in
      state.running -= 1
      guard state.running == 0 else { return [UnsafeContinuation<Void, Never>]() }
      // NB: Every task kept has ended, so there is nothing left to cancel; a store task that is
      //     kept (as a test store keeps them) need not keep the finished tasks too.
      state.first = nil
      state.rest = []
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Keeps a counted task for cancellation; once the group is cancelled, the task is cancelled as
  /// it joins.
  final func track(_ task: Task<Void, Never>) {
    let isCancelled = state.withLock {
      // NB: With none running, the task (which began before it started) has already ended.
      guard $0.running > 0 else { return false }
      if $0.first == nil { $0.first = task } else { $0.rest.append(task) }
      return $0.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  final var isCancelled: Bool {
    state.withLock { $0.isCancelled }
  }

  /// Whether every task that joined has ended.
  final var isFinished: Bool {
    state.withLock { $0.running == 0 }
  }

  /// Cancels every task in the group, and those that join it later.
  final func cancel() {
    let all = state.withLock {
      $0.isCancelled = true
      return $0.all
    }
    for task in all { task.cancel() }
  }

  /// Returns when every task in the group has ended, including tasks that join while it waits.
  ///
  /// The caller resumes on its own executor: an effect ending on the main actor resumes a waiter
  /// on the main actor without a thread switch.
  final nonisolated(nonsending) func value() async {
    guard state.withLock({ $0.running > 0 }) else { return }
    await withUnsafeContinuation { continuation in
      let isDone = state.withLock { state in
        guard state.running > 0 else { return true }
        state.waiters.append(continuation)
        return false
      }
      if isDone { continuation.resume() }
    }
  }

  /// Like ``value()``, but cancelling the waiting task cancels the group.
  final func cancellableValue(isolation: isolated (any Actor)?) async {
    // NB: A group that has ended needs no cancellation handler, which costs a status record.
    guard !isFinished else { return }
    await withTaskCancellationHandler {
      _ = isolation
      await value()
    } onCancel: {
      cancel()
    }
  }
}
