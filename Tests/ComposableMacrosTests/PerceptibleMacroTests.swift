import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "Perceptible": MacroSpec(
      type: PerceptibleMacro.self, conformances: ["Perceptible", "Observable"]),
    "PerceptionTracked": MacroSpec(type: PerceptionTrackedMacro.self),
    "PerceptionIgnored": MacroSpec(type: PerceptionIgnoredMacro.self),
  ])
)
struct PerceptibleMacroTests {
  @Test func aClassTracksItsStoredVars() {
    assertMacro {
      """
      @Perceptible
      final class Model {
        var count = 0
        var name: String
        let id: Int
        @PerceptionIgnored var cache = 0
        var doubled: Int { count * 2 }
        static var shared = 0
        lazy var later = 0
        init(name: String, id: Int) {
          self.name = name
          self.id = id
        }
      }
      """
    } expansion: {
      #"""
      final class Model {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            access(keyPath: \.count)
            return _count
          }
          set {
            guard shouldNotifyObservers(_count, newValue) else {
              _count = newValue
              return
            }
            withMutation(keyPath: \.count) {
              _count = newValue
            }
          }
          _modify {
            access(keyPath: \.count)
            _$perceptionRegistrar.willSet(self, keyPath: \.count)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.count)
            }
            yield &_count
          }
        }

        private var _count = 0
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            access(keyPath: \.name)
            return _name
          }
          set {
            guard shouldNotifyObservers(_name, newValue) else {
              _name = newValue
              return
            }
            withMutation(keyPath: \.name) {
              _name = newValue
            }
          }
          _modify {
            access(keyPath: \.name)
            _$perceptionRegistrar.willSet(self, keyPath: \.name)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.name)
            }
            yield &_name
          }
        }

        private var _name: String
        let id: Int
        var cache = 0
        var doubled: Int { count * 2 }
        static var shared = 0
        lazy var later = 0
        init(name: String, id: Int) {
          self.name = name
          self.id = id
        }

        private let _$perceptionRegistrar = Perception.PerceptionRegistrar()

        internal nonisolated func access<__Member>(keyPath: KeyPath<Model, __Member>) {
          _$perceptionRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__Member, __MutationResult>(
          keyPath: KeyPath<Model, __Member>,
          _ mutation: () throws -> __MutationResult
        ) rethrows -> __MutationResult {
          try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private nonisolated func shouldNotifyObservers<__Member>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__Member: Equatable>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__Member: AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__Member: Equatable & AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs != rhs
        }
      }

      extension Model: nonisolated Perception.Perceptible, nonisolated Observation.Observable {
      }
      """#
    }
  }

  @Test func aGenericClassNamesItsParametersInKeyPaths() {
    assertMacro {
      """
      @Perceptible
      class Pair<A, B> {
        var first: A
        var second: B
      }
      """
    } expansion: {
      #"""
      class Pair<A, B> {
        var first: A {
          @storageRestrictions(initializes: _first)
          init(initialValue) {
            _first = initialValue
          }
          get {
            access(keyPath: \.first)
            return _first
          }
          set {
            guard shouldNotifyObservers(_first, newValue) else {
              _first = newValue
              return
            }
            withMutation(keyPath: \.first) {
              _first = newValue
            }
          }
          _modify {
            access(keyPath: \.first)
            _$perceptionRegistrar.willSet(self, keyPath: \.first)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.first)
            }
            yield &_first
          }
        }

        private var _first: A
        var second: B {
          @storageRestrictions(initializes: _second)
          init(initialValue) {
            _second = initialValue
          }
          get {
            access(keyPath: \.second)
            return _second
          }
          set {
            guard shouldNotifyObservers(_second, newValue) else {
              _second = newValue
              return
            }
            withMutation(keyPath: \.second) {
              _second = newValue
            }
          }
          _modify {
            access(keyPath: \.second)
            _$perceptionRegistrar.willSet(self, keyPath: \.second)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.second)
            }
            yield &_second
          }
        }

        private var _second: B

        private let _$perceptionRegistrar = Perception.PerceptionRegistrar()

        internal nonisolated func access<__Member>(keyPath: KeyPath<Pair<A, B>, __Member>) {
          _$perceptionRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__Member, __MutationResult>(
          keyPath: KeyPath<Pair<A, B>, __Member>,
          _ mutation: () throws -> __MutationResult
        ) rethrows -> __MutationResult {
          try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private nonisolated func shouldNotifyObservers<__Member>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__Member: Equatable>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__Member: AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__Member: Equatable & AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs != rhs
        }
      }

      extension Pair: nonisolated Perception.Perceptible, nonisolated Observation.Observable {
      }
      """#
    }
  }

  @Test func onlyAClassCanBePerceptible() {
    assertMacro {
      """
      @Perceptible
      struct State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' cannot be applied to struct type 'State'
      struct State {
        var count = 0
      }
      """
    }
    assertMacro {
      """
      @Perceptible
      enum Mode {
        case on, off
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' cannot be applied to enumeration type 'Mode'
      enum Mode {
        case on, off
      }
      """
    }
    assertMacro {
      """
      @Perceptible
      actor Worker {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' cannot be applied to actor type 'Worker'
      actor Worker {
        var count = 0
      }
      """
    }
  }
}
