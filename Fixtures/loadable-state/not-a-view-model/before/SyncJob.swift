import Foundation

struct SyncJob {
    let cache: CatalogCache

    func run() async -> Int {
        await cache.refresh()
        if cache.isLoading || cache.error != nil {
            return 0
        }
        return cache.products.count
    }
}
