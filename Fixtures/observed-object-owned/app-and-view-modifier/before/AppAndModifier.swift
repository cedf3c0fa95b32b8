import SwiftUI
import Combine

final class Store: ObservableObject { @Published var n = 0 }
final class ToastVM: ObservableObject { @Published var message: String? }

@main
struct MyApp: App {
    @State private var store = Store()
    @ObservedObject var session = Store()
    var body: some Scene {
        WindowGroup {
            Text("\(store.n) \(session.n)")
                .modifier(ToastModifier())
        }
    }
}

struct ToastModifier: ViewModifier {
    @ObservedObject var vm = ToastVM()
    @State private var other = ToastVM()
    func body(content: Content) -> some View {
        content.overlay { if let m = vm.message { Text(m) } }
    }
}
