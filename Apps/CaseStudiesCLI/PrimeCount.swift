import ArgumentParser
import NthPrimeFeature

/// The N of `prime N`: a whole number from 1 to ``NthPrime/maximumCount``, checked once where it
/// is read, on the command line or in a script.
public struct PrimeCount: Equatable, Sendable, ExpressibleByArgument {
  /// The count.
  public let value: Int

  /// Reads a count, with the reason when `text` is not one.
  public init(parsing text: String) throws(CommandError) {
    guard let value = Int(text) else {
      throw CommandError(
        "'prime' needs a whole number from 1 to \(NthPrime.maximumCount), got '\(printable(text))'")
    }
    guard (1...NthPrime.maximumCount).contains(value) else {
      throw CommandError("'prime' needs N from 1 to \(NthPrime.maximumCount), got \(value)")
    }
    self.value = value
  }

  public init?(argument: String) {
    try? self.init(parsing: argument)
  }
}
