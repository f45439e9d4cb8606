import Observation

/// Makes a class perceptible: every stored `var` reports its reads and changes, so that
/// `withPerceptionTracking`, `withObservationTracking`, `observe { … }` and TCA's stores see
/// them.
///
/// It adds a ``PerceptionRegistrar``, routes each stored `var` through it (``PerceptionTracked()``)
/// unless the property is marked ``PerceptionIgnored()``, and conforms the class to
/// ``Perceptible`` and to Observation's `Observable`. Setting an `Equatable` property to an equal
/// value, or an object property to the same object, changes nothing and notifies no one.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
///   @PerceptionIgnored var cache: [Int: String] = [:]
/// }
/// ```
@attached(
  member,
  names: named(_$perceptionRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Perceptible, Observable)
public macro Perceptible() =
  #externalMacro(module: "ComposableMacros", type: "PerceptibleMacro")

/// Routes a stored property of a ``Perceptible()`` class through its registrar; the macro applies
/// it to every stored `var`, so it is rarely written by hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro PerceptionTracked() =
  #externalMacro(module: "ComposableMacros", type: "PerceptionTrackedMacro")

/// Leaves a stored property of a ``Perceptible()`` class untracked: reading it registers nothing
/// and changing it notifies no one.
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() =
  #externalMacro(module: "ComposableMacros", type: "PerceptionIgnoredMacro")
