/// What `tca-linux` knows of an app: its targets and the packages they depend on, whatever form
/// the app came in (a SwiftPM package, an Xcode project or explicit source folders).
public struct AppDescription: Equatable, Sendable {
  /// The app's name, used for the ported package.
  public var name: String
  /// The folder the app was read from; nothing is ever written inside it.
  public var root: String
  /// The app's targets, sorted by name.
  public var targets: [AppTarget]
  /// The packages the app depends on, sorted by identity.
  public var dependencies: [PackageDependency]

  public init(
    name: String, root: String, targets: [AppTarget], dependencies: [PackageDependency]
  ) {
    self.name = name
    self.root = root
    self.targets = targets.sorted { $0.name < $1.name }
    self.dependencies = dependencies.sorted { $0.identity < $1.identity }
  }
}

/// One module of the app.
public struct AppTarget: Equatable, Sendable {
  /// Whether a target is code the app runs or tests.
  public enum Kind: String, Equatable, Sendable {
    case library, executable, test
  }

  /// The module name.
  public var name: String
  public var kind: Kind
  /// The Swift files, as absolute paths, sorted.
  public var files: [String]
  /// The folder that `files` are relative to in the ported package.
  public var directory: String
  /// The targets and products this target depends on.
  public var dependencies: [TargetDependency]
  /// `"5"` or `"6"`, when the app sets it.
  public var languageMode: String?
  /// Strict concurrency checking (`"complete"`, `"targeted"`, `"minimal"`) when the app sets it.
  public var strictConcurrency: String?
  /// Other Swift settings, as manifest source (`.enableUpcomingFeature("ExistentialAny")`).
  public var otherSwiftSettings: [String] = []

  public init(
    name: String, kind: Kind, files: [String], directory: String,
    dependencies: [TargetDependency], languageMode: String? = nil,
    strictConcurrency: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.files = files.sorted()
    self.directory = directory
    self.dependencies = dependencies
    self.languageMode = languageMode
    self.strictConcurrency = strictConcurrency
  }
}

/// A dependency of a target: another target of the app or a product of a package.
public enum TargetDependency: Equatable, Hashable, Sendable {
  case target(String)
  case product(name: String, package: String)
}

/// A package the app depends on, as the app names it.
public struct PackageDependency: Equatable, Sendable {
  /// The package's identity: the last component of its URL or path, lowercased.
  public var identity: String
  /// The URL or path, as the app names it.
  public var location: String
  /// The requirement as manifest source, e.g. `from: "1.0.0"`; `nil` for a path.
  public var requirement: String?

  public init(location: String, requirement: String?, identity: String? = nil) {
    self.identity = identity ?? PackageDependency.identity(of: location)
    self.location = location
    self.requirement = requirement
  }

  /// The identity SwiftPM gives a package at `location`.
  public static func identity(of location: String) -> String {
    var last = location.split(separator: "/").last.map(String.init) ?? location
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }
}
