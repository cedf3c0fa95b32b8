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
    @Published var records: Loadable<[Record]> = .notInitiated

    private let store = RecordStore()

    func load() async {
        records = .loading
        do {
            records = .success(try await store.fetchAll(kind: "Record") as [Record])
        } catch {
            records = .failure(error)
        }
    }
}

@MainActor
final class TitlesViewModel: ObservableObject {
    @Published var titles: Loadable<[String]> = .notInitiated

    private let store = RecordStore()

    func load() async {
        titles = .loading
        do {
            let fetched = try await store.fetchAll(kind: "Record") as [Record]
            titles = .success(fetched.map(\.title))
        } catch {
            titles = .failure(error)
        }
    }
}
