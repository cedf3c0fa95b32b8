import SwiftUI

struct Record: Identifiable {
    let id: Int
    var title: String
}

struct RecordStore {
    /// Generic, as record stores often are: the caller names the type it wants back.
    func fetchAll<Element>(kind: String) async throws -> [Element] {
        []
    }
}

@MainActor
final class RecordsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var records: [Record] = []

    private let store = RecordStore()

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            records = try await store.fetchAll(kind: "Record") as [Record]
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}

@MainActor
final class TitlesViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var titles: [String] = []

    private let store = RecordStore()

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            let fetched = try await store.fetchAll(kind: "Record") as [Record]
            titles = fetched.map(\.title)
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}
