import NthPrimeFeature
import TestSupport
import Testing

struct PrimeSieveTests {
  /// Known primes by index; the millionth, whose sieve takes half a second in a debug build,
  /// under `Scripts/soak.sh` only.
  static let knownPrimes =
    [
      (1, 2), (2, 3), (3, 5), (4, 7), (5, 11), (6, 13), (10, 29), (168, 997), (169, 1009),
      (200, 1223), (1_000, 7919), (10_000, 104_729), (50_000, 611_953), (100_000, 1_299_709),
    ] + testVolume(quick: [], soak: [(1_000_000, 15_485_863)])

  @Test(arguments: knownPrimes)
  func findsTheNthPrime(n: Int, prime: Int) async {
    #expect(PrimeSieve.nthPrime(n) == prime)
    #expect(await PrimeSieve.nthPrime(n) { _ in } == prime)
  }

  @Test(arguments: [0, -1, Int.min, Int.max])
  func returnsNilWithoutReportingWhenNIsBelowOneOrTooLarge(n: Int) async {
    var reports: [Int] = []
    #expect(PrimeSieve.nthPrime(n) == nil)
    #expect(await PrimeSieve.nthPrime(n) { reports.append($0) } == nil)
    #expect(reports.isEmpty)
  }

  @Test(arguments: [
    (10, [Int]()), (168, []), (169, [168]), (200, [168]),
    (1_000, [168, 303, 430, 550, 669, 783, 900]),
  ])
  func reportsPrimesBelowEachPassedMultipleOfAThousand(n: Int, expected: [Int]) async {
    var reports: [Int] = []
    _ = await PrimeSieve.nthPrime(n) { reports.append($0) }
    #expect(reports == expected)
  }

  @Test(arguments: [1, 2, 6, 168, 169, 170, 303, 304, 5_000])
  func reportsTheSameProgressAsTheNaiveSearch(n: Int) async {
    var reports: [Int] = []
    let prime = await PrimeSieve.nthPrime(n) { reports.append($0) }
    let naive = naiveNthPrime(n)
    #expect(prime == naive.prime)
    #expect(reports == naive.reports)
  }

  @Test func stopsWhenProgressThrows() async {
    struct Stop: Error {}
    var reports: [Int] = []
    await #expect(throws: Stop.self) {
      _ = try await PrimeSieve.nthPrime(1_000_000) { primesFound in
        reports.append(primesFound)
        if reports.count == 3 { throw Stop() }
      }
    }
    #expect(reports == [168, 303, 430])
  }

  @Test func stopsWhenItsTaskIsCancelledDuringProgress() async {
    let search = Task {
      try await PrimeSieve.nthPrime(1_000_000) { primesFound in
        if primesFound == 303 { withUnsafeCurrentTask { $0?.cancel() } }
        try Task.checkCancellation()
      }
    }
    await #expect(throws: CancellationError.self) { try await search.value }
  }

  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"),
    (113, "113th"), (200, "200th"), (1_001, "1001st"), (1_011, "1011th"), (0, "0th"),
    (-1, "-1st"), (-12, "-12th"), (-23, "-23rd"),
  ])
  func formatsOrdinals(number: Int, ordinal: String) {
    #expect(number.ordinal == ordinal)
  }

  @Test func formatsTheExtremesWithoutOverflow() {
    #expect(Int.max.ordinal == "9223372036854775807th")
    #expect(Int.min.ordinal == "-9223372036854775808th")
  }
}

/// The trial-division search that `PrimeSieve` replaces, kept as the oracle for its progress.
private func naiveNthPrime(_ count: Int) -> (prime: Int, reports: [Int]) {
  var reports: [Int] = []
  var primeCount = 0
  var prime = 2
  while primeCount < count {
    defer { prime += 1 }
    if isPrime(prime) {
      primeCount += 1
    } else if prime.isMultiple(of: 1_000) {
      reports.append(primeCount)
    }
  }
  return (prime - 1, reports)
}

private func isPrime(_ number: Int) -> Bool {
  guard number >= 2 else { return false }
  var divisor = 2
  while divisor * divisor <= number {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}
