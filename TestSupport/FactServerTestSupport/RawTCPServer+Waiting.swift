extension RawTCPServer {
  /// The request line (such as `GET /42/trivia HTTP/1.1`) of every request head received so
  /// far, in arrival order.
  public var requests: [String] {
    state.withValue { $0.requests }
  }

  /// How many client connections the server has accepted.
  public var acceptedConnections: Int {
    state.withValue { $0.acceptedConnections }
  }

  /// How many connections have been sent their behaviour's bytes in full.
  public var replies: Int {
    state.withValue { $0.replies }
  }

  /// How many stalled or flooded connections the client closed before the server stopped.
  public var connectionsClosedByClient: Int {
    state.withValue { $0.connectionsClosedByClient }
  }

  /// Waits until at least `count` request heads have arrived, then returns their request lines.
  ///
  /// Returns early, with what arrived, if the server stops or the waiting task is cancelled.
  @discardableResult
  public func waitForRequests(_ count: Int = 1) async -> [String] {
    await state.wait { $0.isStopped || $0.requests.count >= count }
    return requests
  }

  /// Waits until at least `count` connections have been sent their behaviour's bytes in full.
  ///
  /// Returns early if the server stops or the waiting task is cancelled.
  public func waitForReplies(_ count: Int = 1) async {
    await state.wait { $0.isStopped || $0.replies >= count }
  }

  /// Waits until the client has closed at least `count` stalled or flooded connections.
  ///
  /// Returns early if the server stops or the waiting task is cancelled.
  public func waitForConnectionsClosedByClient(_ count: Int = 1) async {
    await state.wait { $0.isStopped || $0.connectionsClosedByClient >= count }
  }
}
