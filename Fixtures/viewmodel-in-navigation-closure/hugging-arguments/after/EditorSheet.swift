import SwiftUI
import Combine

final class ArticleVM: ObservableObject {
    init(title: String, scale: Double) {}
}

struct ArticleView: View {
    @StateObject private var viewModel: ArticleVM

    init(title: String, scale: Double) {
        _viewModel = StateObject(wrappedValue: ArticleVM(title: title, scale: scale))
    }
    var body: some View { Text("article") }
}

struct Host: View {
    @State private var show = false
    var body: some View {
        Text("host")
            .sheet(isPresented: $show) {
                ArticleView(
                    title: "Preview",
                    scale: 1.2
                )
            }
    }
}
