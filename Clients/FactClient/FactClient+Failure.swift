import Foundation

extension FactClient {
  /// An error a fact client throws, carrying a human-readable message.
  public struct Failure: Error, Equatable, Sendable {
    /// What went wrong, worded for a person.
    public var message: String

    /// Creates a failure with the given message.
    public init(_ message: String = "") {
      self.message = message
    }
  }
}

extension FactClient.Failure: CustomStringConvertible {
  /// The failure's message.
  public var description: String { message }
}

extension FactClient.Failure: LocalizedError {
  /// The failure's message.
  public var errorDescription: String? { message }
}
