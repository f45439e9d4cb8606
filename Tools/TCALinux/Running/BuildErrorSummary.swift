/// A failed build's errors, grouped by the symbol and module they name, so that what is left to
/// port reads as a short list.
public struct BuildErrorSummary: Equatable, Sendable {
  /// Errors that name the same symbol of the same module.
  public struct Group: Equatable, Sendable {
    public var symbol: String
    /// The module the symbol belongs to, when the name tells.
    public var module: String?
    /// `file:line` of each error, in order, with the declaration that holds it when known:
    /// `Sources/App/Player.swift:12 (var body)`.
    public var locations: [String]
  }

  public var groups: [Group]

  /// Groups the `error:` lines of `output`, a build log; the largest group comes first.
  /// `declaration` names the declaration at a file and line, and `package` is cut from paths.
  public init(
    output: String, package: String? = nil,
    declaration: (_ path: String, _ line: Int) -> String? = { _, _ in nil }
  ) {
    var groups: [String: Group] = [:]
    var order: [String] = []
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: ": error: ") else { continue }
      let parts = line[..<range.lowerBound].split(separator: ":")
      var path = String(parts[0])
      if let package, path.hasPrefix(package + "/") { path.removeFirst(package.count + 1) }
      let number = parts.count > 1 ? Int(parts[1]) : nil
      var location = number.map { "\(path):\($0)" } ?? path
      if let number, let name = declaration(String(parts[0]), number) {
        location += " (\(name))"
      }
      let message = String(line[range.upperBound...])
      let symbol = Self.quoted(in: message) ?? message
      let module: String? =
        message.hasPrefix("no such module")
        ? symbol
        : AppleFrameworks.module(of: symbol, among: Set(AppleFrameworks.modulePrefixes.keys))
      let key = symbol + "|" + (module ?? "")
      if groups[key] == nil {
        order.append(key)
        groups[key] = Group(symbol: symbol, module: module, locations: [])
      }
      if !groups[key]!.locations.contains(location) { groups[key]!.locations.append(location) }
    }
    self.groups = order.compactMap { groups[$0] }.enumerated()
      .sorted { ($1.element.locations.count, $0.offset) < ($0.element.locations.count, $1.offset) }
      .map(\.element)
  }

  /// A few lines per group.
  public var description: String {
    groups.map { group in
      let module = group.module.map { " (\($0))" } ?? ""
      let places = group.locations.prefix(3).joined(separator: ", ")
      let more = group.locations.count > 3 ? ", …" : ""
      return "\(group.locations.count)× \(group.symbol)\(module): \(places)\(more)"
    }.joined(separator: "\n")
  }

  private static func quoted(in message: String) -> String? {
    guard let start = message.firstIndex(of: "'") else { return nil }
    let rest = message[message.index(after: start)...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }
}
