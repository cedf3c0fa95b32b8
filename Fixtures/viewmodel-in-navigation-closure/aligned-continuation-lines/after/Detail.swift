import SwiftUI

final class DetailModel: ObservableObject {
    init(title: String, count: Int) {}
}

struct DetailView: View {
    @StateObject private var viewModel: DetailModel
    let footer: String

    init(title: String, count: Int, footer: String) {
        _viewModel = StateObject(wrappedValue: DetailModel(title: title, count: count))
        self.footer = footer
    }

    var body: some View { Text("") }
}

struct Parent: View {
    let titles: [String]
    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                NavigationLink(title) {
                    DetailView(title: title,
                               count: 3,
                               footer: "x")
                }
            }
        }
    }
}
