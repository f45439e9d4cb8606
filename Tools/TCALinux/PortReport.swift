/// Everything a port changed, for `PORT.md`: each deletion and each workaround, with where and why.
public struct PortReport: Equatable, Sendable {
  /// Something removed or replaced in a source file.
  public struct Deletion: Equatable, Sendable, Comparable {
    /// The file, relative to the ported package.
    public var file: String
    public var line: Int
    /// What was removed, e.g. `struct CounterView`.
    public var declaration: String
    public var reason: String

    public init(file: String, line: Int, declaration: String, reason: String) {
      self.file = file
      self.line = line
      self.declaration = declaration
      self.reason = reason
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.file, lhs.line, lhs.declaration) < (rhs.file, rhs.line, rhs.declaration)
    }
  }

  /// Something added or changed so that the app's code runs on Linux.
  public struct Workaround: Equatable, Sendable, Comparable {
    /// The file or target it concerns.
    public var subject: String
    public var description: String

    public init(subject: String, description: String) {
      self.subject = subject
      self.description = description
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.subject, lhs.description) < (rhs.subject, rhs.description)
    }
  }

  public var deletions: [Deletion] = []
  public var workarounds: [Workaround] = []
  /// Places the port could not fix without changing a reducer, state, action, client or test.
  public var leftovers: [Deletion] = []
  /// Files that did not parse; they are copied unchanged.
  public var unparsed: [String] = []

  public init() {}

  /// Puts every list in a stable order, so that two ports of the same app read the same.
  public mutating func sort() {
    deletions.sort()
    workarounds.sort()
    leftovers.sort()
    unparsed.sort()
  }
}
