import SwiftUI
struct StatementsView: View {
    @StateObject private var model = StatementsViewModel()
    var body: some View {
        VStack {
            if model.isLoading { ProgressView() }
            Text(model.errorMessage)
            List(model.statements, id: \.self) { Text($0) }
        }
        .task { await model.load() }
    }
}
