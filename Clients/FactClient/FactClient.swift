import Dependencies
import DependenciesMacros
import Foundation
import SwiftNavigation

/// A client that fetches a short trivia fact about a number.
///
/// The interface lives here, with its test and mock values beside it; the networking
/// implementation lives in `FactClientLive`, which registers it as the dependency's `liveValue`.
@DependencyClient
public struct FactClient: Sendable {
  /// Fetches a fact about the given number, throwing ``Failure`` when none can be had.
  public var fetch: @Sendable (_ number: Int) async throws -> String

  /// An error a fact client throws, carrying a human-readable message.
  public struct Failure: Error, Equatable, Sendable {
    /// What went wrong, worded for a person.
    public var message: String

    /// Creates a failure with the given message.
    public init(_ message: String) {
      self.message = message
    }
  }

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

extension FactClient.Failure: CustomStringConvertible, LocalizedError {
  /// The failure's message.
  public var description: String { message }

  /// The failure's message.
  public var errorDescription: String? { message }
}

extension DependencyValues {
  /// The client used to fetch number facts.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension AlertState {
  /// The alert a feature shows when a fact request fails: the failure's message, a button that
  /// sends `retry`, and one that dismisses.
  ///
  /// ```swift
  /// state.alert = .factRequestFailed(failure, about: state.count, retry: .retryButtonTapped)
  /// ```
  public static func factRequestFailed(
    _ failure: FactClient.Failure, about number: Int, retry: Action
  ) -> Self {
    AlertState {
      TextState("Could not fetch a fact about \(number)")
    } actions: {
      ButtonState(action: retry) { TextState("Retry") }
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(failure.message)
    }
  }
}
