import SwiftUI

@MainActor
final class DetailModel: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

struct DetailView: View {
    @State var model: DetailModel

    var body: some View { Text(model.title) }
}

struct Parent: View {
    let titles: [String]
    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                NavigationLink(title) { DetailView(model: DetailModel(title: title)) }
            }
        }
    }
}
