/// A server's locked state that tasks can wait on until a condition over it holds.
protocol WaitableState {
  var isStopped: Bool { get }
  var waiters: [Int: StateWaiter<Self>] { get set }
  var nextWaiterID: Int { get set }
}

/// A task waiting until `isSatisfied` holds for the state.
struct StateWaiter<State> {
  var isSatisfied: @Sendable (State) -> Bool
  var continuation: CheckedContinuation<Void, Never>
}

extension LockedState where Value: WaitableState {
  /// Suspends until `isSatisfied` holds, the server stops or the waiting task is cancelled.
  func wait(until isSatisfied: @escaping @Sendable (Value) -> Bool) async {
    let id = withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = withLock { state in
          if state.isStopped || Task.isCancelled || isSatisfied(state) { return true }
          state.waiters[id] = StateWaiter(isSatisfied: isSatisfied, continuation: continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
    }
  }

  /// Resumes the waiters whose condition now holds, or all of them once the server stopped.
  func resumeSatisfiedWaiters() {
    let ready = withLock { state in
      let ready = state.waiters.filter { state.isStopped || $0.value.isSatisfied(state) }
      for id in ready.keys { state.waiters[id] = nil }
      return ready.values.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
  }
}
