import ComposableCore
import EffectsBasicsFeature
import NthPrimeFeature
import RefreshFeature
import TimerFeature

/// The case studies side by side: each child runs on its own part of the state.
@Reducer
public struct AppReducer {
  /// The state of every case study.
  @ObservableState
  public struct State: Codable, Equatable, Sendable {
    public var effectsBasics: EffectsBasics.State
    public var refresh: Refresh.State
    public var timers: Timers.State
    public var nthPrime: NthPrime.State

    public init(
      effectsBasics: EffectsBasics.State = EffectsBasics.State(),
      refresh: Refresh.State = Refresh.State(),
      timers: Timers.State = Timers.State(),
      nthPrime: NthPrime.State = NthPrime.State()
    ) {
      self.effectsBasics = effectsBasics
      self.refresh = refresh
      self.timers = timers
      self.nthPrime = nthPrime
    }
  }

  /// An action for one of the case studies.
  public enum Action: Equatable, Sendable {
    case effectsBasics(EffectsBasics.Action)
    case refresh(Refresh.Action)
    case timers(Timers.Action)
    case nthPrime(NthPrime.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.effectsBasics, action: \.effectsBasics) { EffectsBasics() }
    Scope(state: \.refresh, action: \.refresh) { Refresh() }
    Scope(state: \.timers, action: \.timers) { Timers() }
    Scope(state: \.nthPrime, action: \.nthPrime) { NthPrime() }
  }
}
