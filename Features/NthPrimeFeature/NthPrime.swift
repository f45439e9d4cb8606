import ComposableCore

/// Finds the nth prime off the main actor, reporting progress and allowing cancellation
/// (episode 198).
///
/// The search sends ``Action/nthPrimeProgress(_:)`` each time it passes a multiple of 1,000,
/// then yields, so a long search stays responsive and stops promptly when cancelled. Changing
/// the count stops a search in flight, so an answer always matches the count.
@Reducer
public struct NthPrime {
  /// The largest `count` the feature searches for; the 50,000,000th prime is 982,451,653.
  public static let maximumCount = 50_000_000

  /// The counter, the search's progress and the last answer.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var count: Int
    public var nthPrimeProgress: Double?
    public var numberFact: String?

    public init(count: Int = 0, nthPrimeProgress: Double? = nil, numberFact: String? = nil) {
      self.count = count
      self.nthPrimeProgress = nthPrimeProgress
      self.numberFact = numberFact
    }
  }

  /// The user's taps and the search's reports.
  public enum Action: Equatable, Sendable {
    case countChanged(Int)
    case decrementButtonTapped
    case incrementButtonTapped
    case nthPrimeButtonTapped
    case nthPrimeProgress(Double)
    case nthPrimeResponse(Int)
    case cancelButtonTapped
  }

  enum CancelID { case search }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .countChanged(count):
        state.count = count
        return stopSearch(&state)

      case .decrementButtonTapped:
        state.count -= 1
        return stopSearch(&state)

      case .incrementButtonTapped:
        state.count += 1
        return stopSearch(&state)

      case .nthPrimeButtonTapped:
        state.numberFact = nil
        let count = state.count
        guard count >= 1 else {
          state.numberFact = "There is no \(count.ordinal) prime: primes are counted from 1."
          return .none
        }
        guard count <= Self.maximumCount else {
          state.numberFact =
            "The \(count.ordinal) prime is too far to search for here; the limit is the "
            + "\(Self.maximumCount.ordinal)."
          return .none
        }
        return .run { send in
          let prime = try await PrimeSieve.nthPrime(count) { primesFound in
            await send(.nthPrimeProgress(Double(primesFound) / Double(count)))
            await Task.yield()
            try Task.checkCancellation()
          }
          if let prime { await send(.nthPrimeResponse(prime)) }
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .nthPrimeProgress(progress):
        state.nthPrimeProgress = progress
        return .none

      case let .nthPrimeResponse(prime):
        state.nthPrimeProgress = nil
        state.numberFact = "The \(state.count.ordinal) prime is \(prime)."
        return .none

      case .cancelButtonTapped:
        return stopSearch(&state)
      }
    }
  }

  /// Stops a search in flight: its answer would be for a count that is no longer asked about.
  private func stopSearch(_ state: inout State) -> Effect<Action> {
    state.nthPrimeProgress = nil
    return .cancel(id: CancelID.search)
  }
}
