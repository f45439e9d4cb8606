extension FactServer {
  /// Every request received so far, in arrival order.
  public var requests: [Request] {
    state.withValue { $0.requests }
  }

  /// How many client connections the server has accepted.
  public var openedConnections: Int {
    state.withValue { $0.openedConnections }
  }

  /// How many client connections have been closed, by either side.
  public var closedConnections: Int {
    state.withValue { $0.closedConnections }
  }

  /// How many handler calls ended with their task cancelled, as stalled ones do on ``stop()``.
  ///
  /// The server does not cancel a handler when its client disconnects; watch
  /// ``closedConnections`` for that instead.
  public var cancelledHandlers: Int {
    state.withValue { $0.cancelledHandlers }
  }

  /// Waits until at least `count` requests have arrived, then returns all of them.
  ///
  /// Returns early, with what arrived, if the server stops or the waiting task is cancelled.
  @discardableResult
  public func waitForRequests(_ count: Int = 1) async -> [Request] {
    await state.wait { $0.isStopped || $0.requests.count >= count }
    return requests
  }

  /// Waits until at least `count` connections have been closed.
  ///
  /// Returns early if the server stops or the waiting task is cancelled.
  public func waitForClosedConnections(_ count: Int = 1) async {
    await state.wait { $0.isStopped || $0.closedConnections >= count }
  }
}
