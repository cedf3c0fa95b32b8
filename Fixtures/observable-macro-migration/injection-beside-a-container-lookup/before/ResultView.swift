import SwiftUI

struct ResultView: View {
    @EnvironmentObject private var context: ResultContext
    @EnvironmentObject private var router: SessionRouter

    var body: some View {
        Button(context.message) { router.refresh() }
    }
}

/// Shows the result: the router comes from the container, whose lookup names its type.
func makeResultScreen(message: String) -> some View {
    let router = Assembler.resolve(SessionRouter.self)
    let context = ResultContext()
    context.message = message
    return ResultView()
        .environmentObject(context)
        .environmentObject(router)
}
