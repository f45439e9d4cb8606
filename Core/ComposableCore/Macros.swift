/// Conforms a struct to ``Reducer`` the way TCA's `@Reducer` does.
///
/// It adds the `Reducer` conformance (`State` and `Action` come from nested types or type
/// aliases), applies `@CasePathable` and `@dynamicMemberLookup` to a nested `enum Action` and
/// `enum State`, and marks `body` with `@ReducerBuilder<State, Action>`. A struct with neither
/// `body` nor `reduce(into:action:)` gets an empty `body`, and an empty `State` and `Action` where
/// it has none (`@Reducer struct Placeholder {}` is a reducer that does nothing, with codable,
/// hashable state). Anything the type already spells out is left as it is.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// The enum form of ``Reducer()``, with conformances for the `State` and `Action` enums it
/// writes, as TCA 1.8–1.x spells it:
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Destination {
///   case detail(Detail)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// An extension says the same, and works for any protocol: `extension Destination.State:
/// Equatable {}`.
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A conformance that ``Reducer(state:action:)`` adds to the `State` or `Action` enum it writes.
public struct _SynthesizedConformance: Sendable {
  let name: String

  /// `Codable`.
  public static let codable = Self(name: "Codable")
  /// `Decodable`.
  public static let decodable = Self(name: "Decodable")
  /// `Encodable`.
  public static let encodable = Self(name: "Encodable")
  /// `Equatable`.
  public static let equatable = Self(name: "Equatable")
  /// `Hashable`.
  public static let hashable = Self(name: "Hashable")
  /// `Sendable`.
  public static let sendable = Self(name: "Sendable")
}

/// Makes a state observable, the way TCA's `@ObservableState` does, on the toolchain's
/// Observation module.
///
/// On a struct, every stored `var` is tracked: reading it inside `withObservationTracking`
/// registers the read, and changing it notifies exactly the observers that read it. Assigning an
/// equal value notifies no one. Each value carries an identity (`_$id`) that survives mutation and
/// is new for a value made afresh, so replacing a child state notifies the child's observers
/// while mutating it in place notifies only those that read what changed. On an enum, the identity
/// is the case and its payload's identity.
///
/// The registrar stays out of `==`, hashing, `Codable` and dumps.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
/// ```
@attached(
  member, names: named(_$observationRegistrar), named(_$id), named(CodingKeys), named(customMirror),
  named(_$modifier), named(_$willModify), named(_$registrarOffset))
@attached(memberAttribute)
@attached(extension, conformances: ObservableState, CustomReflectable)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// Routes a stored property of an ``ObservableState()`` struct through its registrar; the macro
/// applies it for you.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an ``ObservableState()`` struct untracked: changing it notifies no
/// observer.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ObservationStateIgnoredMacro")

/// Holds a presented child feature's optional state in an ``ObservableState()`` struct, as TCA's
/// `@Presents` does; `$name` is its ``PresentationState``.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// // …
/// .ifLet(\.$alert, action: \.alert)
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ComposableMacros", type: "PresentsMacro")

/// Leaves a case of a `@Reducer` enum out of its reducer: its value is carried as state, and it
/// has no actions.
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseIgnoredMacro")
