import Combine
import SwiftUI

final class DetailModel: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }
}

struct DetailView: View {
    @ObservedObject var model: DetailModel

    var body: some View {
        Text(model.title)
    }
}

struct ListView: View {
    @State private var showsDetail = false

    var body: some View {
        Button("Open") { showsDetail = true }
            .sheet(isPresented: $showsDetail) {
                DetailView(model: DetailModel(title: "First"))
            }
    }
}
