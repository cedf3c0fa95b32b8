import SwiftUI
import Combine

final class ArticleVM: ObservableObject {
    init(title: String, scale: Double) {}
}

struct ArticleView: View {
    @ObservedObject var viewModel: ArticleVM
    var body: some View { Text("article") }
}

struct Host: View {
    @State private var show = false
    var body: some View {
        Text("host")
            .sheet(isPresented: $show) {
                ArticleView(viewModel: ArticleVM(
                    title: "Preview",
                    scale: 1.2
                ))
            }
    }
}
