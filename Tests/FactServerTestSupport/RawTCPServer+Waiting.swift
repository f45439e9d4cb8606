extension RawTCPServer {
  /// The request line (such as `GET /42/trivia HTTP/1.1`) of every request head received so
  /// far, in arrival order.
  public var requests: [String] {
    state.withLock { $0.requests }
  }

  /// How many client connections the server has accepted.
  public var acceptedConnections: Int {
    state.withLock { $0.acceptedConnections }
  }

  /// How many connections have been sent their behaviour's bytes in full.
  public var replies: Int {
    state.withLock { $0.replies }
  }

  /// How many stalled connections the client closed before the server stopped.
  public var connectionsClosedByClient: Int {
    state.withLock { $0.connectionsClosedByClient }
  }

  /// Waits until at least `count` request heads have arrived, then returns their request lines.
  ///
  /// Returns early, with what arrived, if the server stops or the waiting task is cancelled.
  @discardableResult
  public func waitForRequests(_ count: Int = 1) async -> [String] {
    await wait { $0.requests.count >= count }
    return requests
  }

  /// Waits until at least `count` connections have been sent their behaviour's bytes in full.
  ///
  /// Returns early if the server stops or the waiting task is cancelled.
  public func waitForReplies(_ count: Int = 1) async {
    await wait { $0.replies >= count }
  }

  /// Waits until the client has closed at least `count` stalled connections.
  ///
  /// Returns early if the server stops or the waiting task is cancelled.
  public func waitForConnectionsClosedByClient(_ count: Int = 1) async {
    await wait { $0.connectionsClosedByClient >= count }
  }

  func wait(until isSatisfied: @escaping @Sendable (State) -> Bool) async {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if state.isStopped || Task.isCancelled || isSatisfied(state) {
            return true
          }
          state.waiters[id] = Waiter(isSatisfied: isSatisfied, continuation: continuation)
          return false
        }
        if resumeNow {
          continuation.resume()
        }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
    }
  }

  func resumeSatisfiedWaiters() {
    for continuation in state.withLock({ $0.takeSatisfiedWaiters() }) {
      continuation.resume()
    }
  }
}

extension RawTCPServer.State {
  /// Removes and returns the continuations of the waiters whose condition now holds.
  mutating func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
    let ready = waiters.filter { isStopped || $0.value.isSatisfied(self) }
    for id in ready.keys {
      waiters[id] = nil
    }
    return ready.values.map(\.continuation)
  }
}
