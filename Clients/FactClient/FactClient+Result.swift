extension FactClient {
  /// Fetches a fact as a `Result`, the shape features send back as a response action.
  ///
  /// A thrown ``Failure`` passes through unchanged and any other error becomes a ``Failure``
  /// with the error's description. Cancellation is rethrown, so a cancelled effect ends quietly.
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   await send(.factResponse(try await factClient.result(count)))
  /// }
  /// ```
  public func result(_ number: Int) async throws(CancellationError) -> Result<String, Failure> {
    do {
      return .success(try await fetch(number))
    } catch is CancellationError {
      throw CancellationError()
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(String(describing: error)))
    }
  }
}
