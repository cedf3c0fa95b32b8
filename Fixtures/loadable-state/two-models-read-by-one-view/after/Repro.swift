import SwiftUI
import Combine

struct Item: Identifiable { let id: Int }

@MainActor
final class NewsVM: ObservableObject {
    @Published var items: Loadable<[Item]> = .notInitiated

    func load() async {
        items = .loading
        do { items = .success(try await fetch()) } catch { items = .failure(error) }
    }
    private func fetch() async throws -> [Item] { [] }
}

@MainActor
final class WeatherVM: ObservableObject {
    @Published var items: Loadable<[Item]> = .notInitiated

    func load() async {
        items = .loading
        do { items = .success(try await fetch()) } catch { items = .failure(error) }
    }
    private func fetch() async throws -> [Item] { [] }
}

struct Dashboard: View {
    @StateObject private var news = NewsVM()
    @StateObject private var weather = WeatherVM()

    var body: some View {
        VStack {
            if news.items.isLoading || weather.items.isLoading { ProgressView() }
            Text("\((news.items.value ?? []).count) news, \((weather.items.value ?? []).count) forecasts")
        }
        .task { await news.load(); await weather.load() }
    }
}
