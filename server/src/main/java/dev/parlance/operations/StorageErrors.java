package dev.parlance.operations;

import dev.parlance.media.MediaStore;
import io.micrometer.core.instrument.Metrics;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;

/**
 * {@code parlance_storage_errors_total{operation}}: every failure of the media store (put, open,
 * delete...), whichever store is configured (the data folder or S3), counted where every room
 * reaches it: the store bean is handed out wrapped in a proxy that counts what it throws and
 * rethrows it unchanged.
 */
@Component
class StorageErrors implements BeanPostProcessor {

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (!(bean instanceof MediaStore store) || Proxy.isProxyClass(bean.getClass())) {
            return bean;
        }
        InvocationHandler counting = (proxy, method, args) -> {
            try {
                return method.invoke(store, args);
            } catch (InvocationTargetException e) {
                Metrics.counter("parlance.storage.errors", "operation", method.getName()).increment();
                throw e.getCause();
            }
        };
        return Proxy.newProxyInstance(MediaStore.class.getClassLoader(), new Class<?>[]{MediaStore.class}, counting);
    }
}
