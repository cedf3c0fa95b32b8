import SwiftUI
import Combine

struct Item: Identifiable { let id: Int }

@MainActor
final class NewsVM: ObservableObject {
    @Published var items: [Item] = []
    @Published var isLoading = false
    @Published var error: Error?

    func load() async {
        isLoading = true
        error = nil
        do { items = try await fetch() } catch { self.error = error }
        isLoading = false
    }
    private func fetch() async throws -> [Item] { [] }
}

@MainActor
final class WeatherVM: ObservableObject {
    @Published var items: [Item] = []
    @Published var isLoading = false
    @Published var error: Error?

    func load() async {
        isLoading = true
        error = nil
        do { items = try await fetch() } catch { self.error = error }
        isLoading = false
    }
    private func fetch() async throws -> [Item] { [] }
}

struct Dashboard: View {
    @StateObject private var news = NewsVM()
    @StateObject private var weather = WeatherVM()

    var body: some View {
        VStack {
            if news.isLoading || weather.isLoading { ProgressView() }
            Text("\(news.items.count) news, \(weather.items.count) forecasts")
        }
        .task { await news.load(); await weather.load() }
    }
}
