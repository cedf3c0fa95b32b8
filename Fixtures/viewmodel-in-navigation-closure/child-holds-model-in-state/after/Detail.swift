import SwiftUI

@MainActor
final class DetailModel: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

struct DetailView: View {
    @StateObject private var model: DetailModel

    init(title: String) {
        _model = StateObject(wrappedValue: DetailModel(title: title))
    }

    var body: some View { Text(model.title) }
}

struct Parent: View {
    let titles: [String]
    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                NavigationLink(title) { DetailView(title: title) }
            }
        }
    }
}
