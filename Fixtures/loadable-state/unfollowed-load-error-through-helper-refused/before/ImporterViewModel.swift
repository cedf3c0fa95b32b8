import SwiftUI

struct Account: Identifiable {
    let id: Int
}

struct ImportSource {
    func accounts() async throws -> [Account] {
        []
    }
}

/// Failures go through `handle(_:)`, which also logs them: the rule reports the pair and where
/// the error is set, as it cannot rewrite a store made in another method.
final class ImporterViewModel: ObservableObject {
    @Published private(set) var loading = false
    @Published var error: Error?
    @Published private(set) var accounts: [Account] = []
    @Published private(set) var selected: Account?

    private let source = ImportSource()

    func fetchData() async {
        do {
            defer { loading = false }
            loading = true
            accounts = try await source.accounts()
            selected = accounts.first
        } catch {
            handle(error)
        }
    }

    func handle(_ error: Error) {
        print("Import failed: \(error)")
        self.error = error
    }
}

/// `readingInProgress` is set by a helper that tracks the reader, not the load: no finding.
final class ReaderViewModel: ObservableObject {
    @Published private(set) var readingInProgress = false
    @Published var error: Error?
    @Published private(set) var accounts: [Account] = []

    private let source = ImportSource()

    func fetchData() async {
        do {
            accounts = try await source.accounts()
        } catch {
            self.error = error
        }
        updateReadButton()
    }

    private func updateReadButton() {
        readingInProgress = !accounts.isEmpty
    }
}
